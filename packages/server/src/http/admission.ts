/**
 * Admission control for the searches (issue 12, ADR 0021 §Speed, fifth round): at most `maxInFlight`
 * searches are worked on in this process at once; the others wait in arrival order (FIFO) and go in as
 * earlier ones answer. None is refused and none can be overtaken, so none starves.
 *
 * Why: a search's main-thread work comes in steps (parse and authenticate, the thread's answer, the
 * grouped statements, the JSON), and with 50 searches in flight the steps of all of them fall due
 * together — after a grouped statement, or when the search thread's answers arrive — and run in one turn
 * of the event loop of up to ~100 ms, while `/health` (and every other request) waits for the turn to end.
 * With a bounded number in flight a turn holds at most that many searches' steps; the waiting ones cost
 * a parked promise each. Throughput is unchanged as long as enough searches are in flight to keep the
 * search thread and the main thread busy together (the default measured so).
 *
 * @module
 */

/** Searches worked on at once per process, by default. */
export const DEFAULT_SEARCHES_IN_FLIGHT = 6;

/** A request as the Node adapter hands it over: only its method and raw URL are read. */
interface IncomingLike {
  method?: string | undefined;
  url?: string | undefined;
}

/** Options of {@link admitSearches}. */
export interface AdmissionOptions {
  /** Searches worked on at once. @default DEFAULT_SEARCHES_IN_FLIGHT */
  maxInFlight?: number;
  /** Whether a request is a search (gated). @default {@link isSearchRequest} */
  isSearch?: (req: IncomingLike) => boolean;
}

/** `POST /query/*` and `POST /consulta/*`: the requests that rank (the search thread and the database). */
export function isSearchRequest(req: IncomingLike): boolean {
  if (req.method !== 'POST') return false;
  const url = req.url ?? '';
  return url.startsWith('/query/') || url.startsWith('/consulta/');
}

/** A FIFO gate: `enter()` resolves when a place is free; `leave()` frees it for the first waiting. */
export interface Gate {
  enter(): Promise<void>;
  leave(): void;
  /** Places taken and callers waiting, for tests and diagnostics. */
  readonly inFlight: number;
  readonly waiting: number;
}

/** A FIFO gate of `places` places. */
export function createGate(places: number): Gate {
  if (!Number.isInteger(places) || places < 1) throw new RangeError(`places must be ≥ 1, got ${places}`);
  const waiting: (() => void)[] = [];
  let inFlight = 0;
  return {
    enter() {
      if (inFlight < places && waiting.length === 0) {
        inFlight++;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => waiting.push(resolve));
    },
    leave() {
      // The place passes straight to the first waiting caller: nobody can slip in between.
      const next = waiting.shift();
      if (next) next();
      else inFlight--;
    },
    get inFlight() {
      return inFlight;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** Each gated request's way out of the gate, by its Node request, for {@link leaveEarly}. */
const exits = new WeakMap<object, () => void>();

/**
 * Frees the place of the search behind `incoming` (the Node request, `c.env.incoming`) before its
 * response is sent: called once its own work is done and it only waits for its grouped history row
 * (a timer and one statement shared with others), so the next search need not wait for that too.
 * Does nothing for a request that holds no place (not a search, an in-process request, or called twice).
 */
export function leaveEarly(incoming: unknown): void {
  if (typeof incoming === 'object' && incoming !== null) exits.get(incoming)?.();
}

/**
 * Wraps the Node adapter's `fetch` so that searches go through a FIFO gate of `maxInFlight` places; every
 * other request goes straight in. A search holds its place until its response is built (or it fails), or
 * until {@link leaveEarly}.
 */
export function admitSearches<E extends { incoming?: IncomingLike }, R>(
  fetch: (request: Request, env: E) => R | Promise<R>,
  options: AdmissionOptions = {},
): (request: Request, env: E) => R | Promise<R> {
  const gate = createGate(options.maxInFlight ?? DEFAULT_SEARCHES_IN_FLIGHT);
  const isSearch = options.isSearch ?? isSearchRequest;
  return (request, env) => {
    const incoming = env?.incoming;
    if (!incoming || !isSearch(incoming)) return fetch(request, env);
    let inside = true;
    const leave = () => {
      if (!inside) return;
      inside = false;
      exits.delete(incoming);
      gate.leave();
    };
    return gate.enter().then(async () => {
      exits.set(incoming, leave);
      try {
        return await fetch(request, env);
      } finally {
        leave();
      }
    });
  };
}
