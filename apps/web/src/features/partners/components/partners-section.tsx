import type { ReactNode } from 'react';

/** A titled block of a partners page, on a card, named by its heading. */
export function PartnersSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={['card partners-card', className ?? ''].filter(Boolean).join(' ')}
      aria-labelledby={id}
    >
      <h2 className="section-title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}
