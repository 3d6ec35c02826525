import type { TitleResult } from '@pardeh/contract';

type RtStatus = NonNullable<TitleResult['rottenTomatoes']['rtStatus']>;

/**
 * Small drawn Rotten Tomatoes marks: a red tomato (fresh), the tomato with a gold seal
 * (certified fresh) and a green splat (rotten).
 */
export function RtStatusIcon({ status, size = 16 }: { status: RtStatus; size?: number }) {
  if (status === 'rotten') {
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden focusable="false" data-rt-icon="rotten">
        <path
          fill="#0fa84f"
          d="M12 2.5c1.2 2 3.3 1 4.4 2.8 1 1.6-.3 2.9 1.6 3.9 2 1 3.9.3 3.5 3-.3 2-2.6 1.8-2.4 3.9.2 2.2-1.9 3.5-3.8 2.7-1.8-.8-2.1 1.6-4.3 1.6s-2.4-2.2-4.4-1.6c-2 .7-4-.6-3.8-2.8.2-2-2.4-2.2-2.3-4.3.1-2.4 2.6-1.8 3.5-3.5C5 6 3.9 4.3 6 3.6c2-.6 3.4.9 4.4-.3.4-.5 1-.9 1.6-.8Z"
        />
        <circle cx="9" cy="11" r="1.4" fill="#064d24" />
        <circle cx="14.5" cy="13.5" r="1.1" fill="#064d24" />
      </svg>
    );
  }
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden focusable="false" data-rt-icon={status}>
      <circle cx="12" cy="13.5" r="8.5" fill="#fa320a" />
      <path
        fill="#00912d"
        d="M12 6.2c-1.6-2.4-4-2.6-5.4-1.6 1.6.1 2.6.9 3.1 1.9-1.8-.3-3.3.4-4 1.7 2-.5 4.1-.2 6.3.6 2.2-.8 4.3-1.1 6.3-.6-.7-1.3-2.2-2-4-1.7.5-1 1.5-1.8 3.1-1.9-1.4-1-3.8-.8-5.4 1.6Z"
      />
      <ellipse cx="8.8" cy="11.5" rx="1.8" ry="1.1" fill="#ff8a6b" opacity="0.7" />
      {status === 'certified-fresh' && (
        <g>
          <circle cx="18" cy="18" r="5" fill="#ffb600" stroke="#151518" strokeWidth="1.2" />
          <path
            d="m15.8 18 1.5 1.5 2.9-3"
            fill="none"
            stroke="#151518"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      )}
    </svg>
  );
}
