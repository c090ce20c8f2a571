import type { ReactNode } from 'react';
import { guideLink, type Topic } from '../../games/lab/explain';
import { useT } from '../i18n';

/** One topic of the guide: its formula, why it works, and a link to the section; `extra` adds live numbers. */
export function TopicView({ topic, extra }: { topic: Topic; extra?: ReactNode }) {
  const WORDS = useT('lab');
  return (
    <div className="topic" data-topic={topic.anchor}>
      <pre className="formula" aria-label={`${WORDS.formula}: ${topic.title}`}>
        {topic.formula.join('\n')}
      </pre>
      <p className="topic-why">{topic.why}</p>
      {extra}
      <p className="topic-link">
        {WORDS.guide}{' '}
        <a href={guideLink(topic)} target="_blank" rel="noreferrer">
          {topic.section}
        </a>
      </p>
    </div>
  );
}

/** A topic behind a summary line, so a list of them stays short until one is opened. */
export function TopicDetails({
  topic,
  open,
  title,
  extra,
}: {
  topic: Topic;
  open?: boolean;
  title?: string;
  extra?: ReactNode;
}) {
  return (
    <details className="topic-details" open={open}>
      <summary>{title ?? topic.title}</summary>
      <TopicView topic={topic} extra={extra} />
    </details>
  );
}
