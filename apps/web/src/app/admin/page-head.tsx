import type { ReactNode } from 'react';
import { Alert, ButtonLink } from '@/components/ui';
import { useAdminTitle } from './use-admin-title';
import './page-frame.css';

/** A page's heading (and the tab's title), with what stands beside it ("New item"). */
export function PageHead({ title, aside }: { title: string; aside?: ReactNode }) {
  useAdminTitle(title);
  if (!aside) return <h1 className="admin-title">{title}</h1>;
  return (
    <div className="admin-page-head">
      <h1 className="admin-title">{title}</h1>
      {aside}
    </div>
  );
}

/** An address whose id cannot be one (`/admin/claims/abc`): said at once, with the way back. */
export function BadId({
  title,
  text,
  back,
  backHref,
  testId,
}: Record<'title' | 'text' | 'back' | 'backHref' | 'testId', string>) {
  return (
    <Alert tone="error" title={title} testId={testId}>
      <p>{text}</p>
      <div>
        <ButtonLink to={backHref} color="gray">
          {back}
        </ButtonLink>
      </div>
    </Alert>
  );
}
