/** The embedded cluster's superuser. */
export declare const SUPERUSER: 'postgres';
/** The file in the cluster's folder that holds the superuser's password. */
export declare const SUPERUSER_PASSWORD_FILE: string;
/** The superuser's password of the embedded cluster in `clusterDir` (DATA_DIR/pg for the server). */
export declare function embeddedSuperuserPassword(clusterDir: string): string;
/** The superuser's URL of a database of the embedded cluster in `clusterDir`, listening on `port`. */
export declare function embeddedSuperuserUrl(clusterDir: string, port: number | string, database?: string): string;
