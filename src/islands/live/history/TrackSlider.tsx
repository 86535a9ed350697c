import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface TrackSliderProps {
  /** The points' times (ms), oldest first. */
  times: ArrayLike<number>;
  at: number;
  onAt: (index: number) => void;
  formatTime: (ms: number) => string;
}

/** A native range input over the track's points: arrows step a point, Page keys jump, Home/End go to the ends. */
export function TrackSlider({ times, at, onAt, formatTime }: TrackSliderProps) {
  const { t } = useTranslation('live');
  const id = useId();
  const shown = formatTime(times[at] ?? 0);
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {t('history.slider')}
        </label>
        <output htmlFor={id} className="font-mono text-sm tabular-nums">
          {shown}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={Math.max(0, times.length - 1)}
        step={1}
        value={at}
        aria-valuetext={shown}
        onChange={(event) => onAt(Number(event.target.value))}
        className="w-full accent-primary"
      />
    </div>
  );
}
