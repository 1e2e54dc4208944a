/*
 * The class names the bottom bar's and the drawer's islands use (mobile-bottom-bar.module.css,
 * mobile-drawer.module.css), passed as props by the server-rendered bar (mobile-bottom-bar.tsx): a
 * client component importing a CSS module ships its whole class-name map with every page
 * (issue 14: first-load JavaScript).
 */

export type BarItemClasses = { item?: string; icon?: string; label?: string };
export type DrawerShellClasses = { layer?: string; backdrop?: string; panel?: string; head?: string; title?: string; close?: string };
export type DrawerAccountClasses = { account?: string; logoutForm?: string; logout?: string };
export type MenuDisclosureClasses = { row?: string; menuLink?: string; toggle?: string; submenu?: string };
