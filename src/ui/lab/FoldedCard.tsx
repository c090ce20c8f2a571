import { useId, type ReactNode } from 'react';

/** A panel card that opens from its heading, so the Lab's longer guide cards stay short until wanted. */
export function FoldedCard({ heading, testId, children }: { heading: string; testId: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="panel-section" aria-labelledby={id} data-testid={testId}>
      <details>
        <summary>
          <h2 id={id}>{heading}</h2>
        </summary>
        {children}
      </details>
    </section>
  );
}
