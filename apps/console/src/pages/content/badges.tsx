import { ARTICLE_STATUS_LABELS, type ArticleStatus } from '@kemudi/domain/contracts/staff-content';

const TONE: Record<ArticleStatus, string> = { draft: 'muted', scheduled: 'info', live: 'ok', unpublished: 'warn' };

export function ArticleStatusBadge({ status }: { status: ArticleStatus }) {
  return <span className={`badge badge-${TONE[status]}`}>{ARTICLE_STATUS_LABELS[status]}</span>;
}
