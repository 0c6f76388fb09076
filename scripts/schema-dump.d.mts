/** Where the dump of the migrated schema is kept, beside the migrations. */
export declare const SCHEMA_FILE: 'migrations/schema.sql';
/** The schema of the database at `url`, in the layout of `pg_dump --schema-only --no-owner --no-privileges`. */
export declare function dumpSchema(url: string): Promise<string>;
/** The catalog's facts about the schema at `url`, by kind of object, each a sorted list of lines. */
export declare function schemaFacts(url: string): Promise<Record<string, string[]>>;
