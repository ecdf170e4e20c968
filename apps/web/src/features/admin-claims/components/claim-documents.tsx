/**
 * The files a client uploaded for a claim (card photos). Each is read with the access token and
 * shown through a `blob:` URL; a click opens it full size in a new tab.
 */
import type { TAdminClaim } from '@exchanger/core';
import { deskTime } from '@/components/desk';
import { Button } from '@/components/ui';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useDocument } from '../api/get-document';
import { useObjectUrlRef } from '../hooks/use-object-url-ref';
import './claims.css';

type TDocument = TAdminClaim['documents'][number];

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function DocumentCard({ document: doc, index }: { document: TDocument; index: number }) {
  const t = useT();
  const locale = useLocale();
  const file = useDocument(doc.url);
  const imageRef = useObjectUrlRef<HTMLImageElement>(file.data);
  const linkRef = useObjectUrlRef<HTMLAnchorElement>(file.data);
  const name = t('admin.claim.documentName', { n: index + 1 });
  const isImage = doc.mime.startsWith('image/');
  return (
    <li className="admin-doc card" data-testid="claim-document">
      {file.isError ? (
        <div className="admin-doc__preview admin-doc__preview--failed">
          <p>{t('admin.claim.documentFailed')}</p>
          <Button color="gray" onClick={() => void file.refetch()}>
            {t('admin.list.retry')}
          </Button>
        </div>
      ) : !file.data ? (
        <div className="admin-doc__preview skeleton" role="status" aria-label={t('admin.list.loading')} />
      ) : (
        <a
          ref={linkRef}
          className="admin-doc__preview"
          target="_blank"
          rel="noreferrer"
          aria-label={t('admin.claim.documentOpen', { name })}
          data-testid="claim-document-link"
        >
          {isImage ? (
            <img ref={imageRef} alt={name} data-testid="claim-document-image" />
          ) : (
            <span className="admin-doc__file">{doc.mime}</span>
          )}
        </a>
      )}
      <p className="admin-doc__meta">
        <span>{name}</span>
        <span className="admin-sub">
          {doc.kind} · {formatSize(doc.size)} · {deskTime(doc.createdAt, locale)}
        </span>
      </p>
    </li>
  );
}

export function ClaimDocuments({ documents }: { documents: TDocument[] }) {
  const t = useT();
  if (documents.length === 0) return <p className="muted">{t('admin.claim.noDocuments')}</p>;
  return (
    <ul className="admin-docs" data-testid="claim-documents">
      {documents.map((doc, index) => (
        <DocumentCard key={doc.id} document={doc} index={index} />
      ))}
    </ul>
  );
}
