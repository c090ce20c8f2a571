import { useMemo, useState } from 'react';
import { storageText, type StorageFormat } from '../../games/lab/storage';
import { useHexlab } from '../../store';
import { SelectField } from '../shell/Field';
import { FoldedCard } from './FoldedCard';
import { TopicView } from './TopicView';

const WORDS = {
  heading: 'Map storage',
  format: 'Storage',
  block: 'The board in this storage',
  formats: [
    { value: 'levelData', label: 'levelData (the tutorials)' },
    { value: 'axial', label: 'Axial arrays (the guide)' },
    { value: 'interlaced', label: 'Interlaced (four kinds, Proximity)' },
  ] as { value: StorageFormat; label: string }[],
};

const TOPIC = {
  anchor: 'map-storage',
  section: 'Map storage in axial coordinates',
  formula: ['rectangle:  map[r][q + floor(r / 2)]   (pointy)', 'hexagon of radius N:  map[r + N][q + N + min(0, r)]', 'any shape:  map[r − rMin][q − qFirst[r]]'],
  why: 'Axial coordinates slant, so a plain rectangle wastes half its cells. Giving each row its own starting q packs any shape without gaps: a rectangle turns back into offset storage, a hexagon into rows of 2N + 1 − |r| hexes. The interlaced storage of the four-kinds article packs two offset lines into one array row instead.',
};

/** The current board printed as levelData, as the guide's axial arrays and as interlaced storage. */
export function StorageCard() {
  const board = useHexlab((s) => s.board);
  const [format, setFormat] = useState<StorageFormat>('levelData');
  const text = useMemo(() => storageText(board, format), [board, format]);
  return (
    <FoldedCard heading={WORDS.heading} testId="storage-card">
        <SelectField<StorageFormat> label={WORDS.format} value={format} options={WORDS.formats} onChange={(v) => setFormat(v)} />
        <pre className="code-block storage-text" data-testid="storage-text" data-format={format} tabIndex={0} aria-label={WORDS.block}>
          {text}
        </pre>
        <TopicView topic={TOPIC} />
    </FoldedCard>
  );
}
