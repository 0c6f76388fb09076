import type { ComponentProps } from 'react';
import { Link, NavLink } from 'react-router-dom';

/*
 * vike's client router listens to every link click on the document and would render the page a
 * second time; data-vike="false" leaves panel links to react-router alone.
 */
export function AdminLink(props: ComponentProps<typeof Link>) {
  return <Link data-vike="false" {...props} />;
}

export function AdminNavLink(props: ComponentProps<typeof NavLink>) {
  return <NavLink data-vike="false" {...props} />;
}
