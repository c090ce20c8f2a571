import { useMemo } from 'react';
import { basicTopics } from '../../games/lab/explain';
import { useHexlab } from '../../store';
import { TopicDetails } from './TopicView';

const WORDS = {
  heading: 'How it works',
  intro: 'The formulas behind every number the Lab shows, for this layout, each with a few words on why it works and the section of the guide that explains it at length.',
};

/** The basics under the board: conversions, neighbours, distance, hex to pixel, pixel to hex and rounding. */
export function HowItWorksCard() {
  const orientation = useHexlab((s) => s.orientation);
  const parity = useHexlab((s) => s.parity);
  const topics = useMemo(() => basicTopics({ orientation, parity }), [orientation, parity]);
  return (
    <section className="panel-section lab-how" aria-labelledby="how-heading" data-testid="how-it-works">
      <h2 id="how-heading">{WORDS.heading}</h2>
      <p className="lab-note">{WORDS.intro}</p>
      {topics.map((t) => (
        <TopicDetails key={t.anchor} topic={t} />
      ))}
    </section>
  );
}
