/**
 * A job's failure with the Persian reason operators read in the console. `retry: false` for
 * failures another try cannot mend (a file that is not a video); others are tried again later.
 */
export class MediaJobFailure extends Error {
  constructor(
    readonly reason: string,
    readonly retry: boolean,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
  }
}

/** Thrown into a running job when its worker stops or its lease was lost: not a failure of the job. */
export class MediaJobInterrupted extends Error {}
