import { useMemo } from 'react';
import { useT } from '../i18n';
import { TopicDetails } from './TopicView';
import { useBoardLayout } from '../board/boardLayout';

/** The basics under the board: conversions, neighbours, distance, hex to pixel, pixel to hex and rounding. */
export function HowItWorksCard() {
  const { orientation, parity } = useBoardLayout();
  const t = useT('lab');
  const WORDS = t.how;
  const topics = useMemo(() => t.topics.basic({ orientation, parity }), [t, orientation, parity]);
  return (
    <section className="panel-section lab-how" aria-labelledby="how-heading" data-testid="how-it-works">
      <h2 id="how-heading">{WORDS.heading}</h2>
      <p className="lab-note">{WORDS.intro}</p>
      {topics.map((topic) => (
        <TopicDetails key={topic.anchor} topic={topic} />
      ))}
    </section>
  );
}
