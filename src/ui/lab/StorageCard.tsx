import { useMemo, useState } from 'react';
import { storageText, type StorageFormat } from '../../games/lab/storage';
import { useHexlab } from '../../store';
import { SelectField } from '../shell/Field';
import { FoldedCard } from './FoldedCard';
import { TopicView } from './TopicView';
import { useT } from '../i18n';

const FORMATS: readonly StorageFormat[] = ['levelData', 'axial', 'interlaced'];

/** The current board printed as levelData, as the guide's axial arrays and as interlaced storage. */
export function StorageCard() {
  const board = useHexlab((s) => s.board);
  const [format, setFormat] = useState<StorageFormat>('levelData');
  const t = useT('lab');
  const WORDS = t.storage;
  const text = useMemo(() => storageText(board, format, WORDS.comments), [board, format, WORDS]);
  return (
    <FoldedCard heading={WORDS.heading} testId="storage-card">
      <SelectField<StorageFormat>
        label={WORDS.format}
        value={format}
        options={FORMATS.map((value) => ({ value, label: WORDS.formats[value] }))}
        onChange={(v) => setFormat(v)}
      />
      <pre
        className="code-block storage-text"
        data-testid="storage-text"
        data-format={format}
        tabIndex={0}
        aria-label={WORDS.block}
      >
        {text}
      </pre>
      <TopicView topic={t.topics.storage} />
    </FoldedCard>
  );
}
