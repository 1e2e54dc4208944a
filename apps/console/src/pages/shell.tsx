import { staffCalls } from '@kemudi/domain/contracts/staff';
import { sectionsFor } from '@kemudi/domain/staff-roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { callApi } from '../api';
import { branchLabel, roleLabel, useMe } from '../session';
import { SectionBadges } from './summary';

/**
 * The console's frame (issue 24): the sidebar of the sections the role may open (the queues, with
 * badges of what waits there, and Staf and Log Audit for admins), the header with the member's name, role
 * and branch, Ganti kata sandi and Keluar. On a phone the sidebar folds behind "Menu".
 */
export function Shell() {
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  // A phone's menu closes when a page is opened from it.
  const path = useRouterState({ select: (state) => state.location.pathname });
  const [menuPath, setMenuPath] = useState(path);
  if (menuPath !== path) {
    setMenuPath(path);
    setMenuOpen(false);
  }
  const logout = useMutation({
    mutationFn: () => callApi(staffCalls.logout, { body: {} }),
    onSettled: async () => {
      queryClient.clear();
      await navigate({ to: '/masuk' });
    },
  });
  return (
    <div className="shell">
      <header className="topbar">
        <Link to="/" className="brand">
          <img src="/favicon.svg" alt="" width="28" height="28" /> Konsol Kemudi
        </Link>
        <button type="button" className="button menu-button" aria-expanded={menuOpen} aria-controls="sidebar" onClick={() => setMenuOpen(!menuOpen)}>
          Menu
        </button>
        <div className="who" aria-label="Staf yang masuk">
          <strong>{me.name}</strong>
          <span>
            {roleLabel(me)} · {branchLabel(me)}
          </span>
        </div>
        <div className="topbar-actions">
          <Link to="/ganti-sandi">Ganti kata sandi</Link>
          <button type="button" className="button" onClick={() => logout.mutate()} disabled={logout.isPending}>
            Keluar
          </button>
        </div>
      </header>
      <nav id="sidebar" className={menuOpen ? 'sidebar open' : 'sidebar'} aria-label="Menu konsol">
        <ul>
          <li>
            <Link to="/" activeOptions={{ exact: true }}>
              Beranda
            </Link>
          </li>
          {sectionsFor(me.role).map((section) => (
            <li key={section.key}>
              <Link to={section.path}>
                {section.label} <SectionBadges section={section.key} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main className="content" id="konten">
        <Outlet />
      </main>
    </div>
  );
}
