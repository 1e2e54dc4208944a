import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { errorMessage } from '../../api';
import { Notice } from '../../kit/form';
import { SimpleTable } from '../../kit/simple-table';
import { branchListQuery } from './queries';

/** The member's branches (a branch manager's own, every branch for a group admin), each to its page. */
export function BranchListPage(): ReactElement {
  const list = useQuery(branchListQuery);
  return (
    <>
      <h1>Cabang</h1>
      <p className="muted">Jadwal kerja, hari libur dan profil sales. Perubahan tampil di situs dalam beberapa detik; hari libur menutup jadwal booking hari itu.</p>
      {list.isPending ? <p className="muted">Memuat…</p> : null}
      {list.isError ? <Notice tone="error">{errorMessage(list.error)}</Notice> : null}
      {list.data ? (
        <SimpleTable caption="Daftar cabang" headers={['Cabang', 'Kota', 'Sales', 'Hari libur mendatang']}>
          {list.data.content.map((b) => (
            <tr key={b.slug}>
              <td>
                <Link to="/cabang/$slug" params={{ slug: b.slug }}>
                  {b.name}
                </Link>
                {b.hidden ? <span className="badge badge-muted">Tersembunyi</span> : null}
              </td>
              <td>{b.cityName}</td>
              <td>{b.salesmanCount}</td>
              <td>{b.upcomingClosures}</td>
            </tr>
          ))}
        </SimpleTable>
      ) : null}
    </>
  );
}
