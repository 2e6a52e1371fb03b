/** SPEC §9 loading bar: throttle 200 ms, duration 2000 ms, hide delay 500 ms, reset 400 ms. */
export const LOADING_BAR_TIMINGS = {
  throttle: 200,
  duration: 2000,
  hideDelay: 500,
  reset: 400,
} as const;

export interface ProgressDriver {
  start(): void;
  set(progress: number): void;
  done(): void;
  remove(): void;
}

export interface LoadingBar {
  start(): void;
  finish(): void;
  dispose(): void;
}

/**
 * Navigation progress: nothing shows for navigations quicker than `throttle`; then the bar
 * creeps towards 90 % over `duration`; on finish it completes, stays `hideDelay`, and is
 * reset `reset` later so the next navigation starts from zero.
 */
export function createLoadingBar(
  driver: ProgressDriver,
  timings = LOADING_BAR_TIMINGS,
): LoadingBar {
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let stepTimer: ReturnType<typeof setInterval> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let visible = false;
  let progress = 0;

  const clear = () => {
    clearTimeout(showTimer);
    clearInterval(stepTimer);
    clearTimeout(hideTimer);
  };

  return {
    start() {
      clear();
      if (visible) {
        // A new navigation while the last bar is still fading: start from a clean state.
        driver.remove();
        visible = false;
      }
      showTimer = setTimeout(() => {
        visible = true;
        progress = 0.08;
        driver.start();
        driver.set(progress);
        const step = 100;
        const increment = (0.9 - progress) / (timings.duration / step);
        stepTimer = setInterval(() => {
          progress = Math.min(0.9, progress + increment);
          driver.set(progress);
        }, step);
      }, timings.throttle);
    },
    finish() {
      clear();
      if (!visible) return;
      driver.done();
      hideTimer = setTimeout(() => {
        visible = false;
        progress = 0;
        hideTimer = setTimeout(() => driver.remove(), timings.reset);
      }, timings.hideDelay);
    },
    dispose() {
      clear();
      if (visible) driver.remove();
      visible = false;
    },
  };
}
