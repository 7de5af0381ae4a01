import { proxy, ref } from 'valtio'
import { sendAnalyticsEvent } from '../../api/analyticsApi'
import type { ApiClient } from '../../api/apiClient'
import type { Platform } from '../../client/services'
import { ERROR_REPORTS_MAX } from '../../constants/limitConstants'
import { ERROR_REPORTS_WINDOW_MS } from '../../constants/timeConstants'
import { AppKitSdkError } from '../../errors/AppKitSdkError'
import { HttpRequestError } from '../../errors/transportErrors'
import type { Clock } from '../../time/clock'
import { createRateLimiter, type RateLimiter } from '../../time/createRateLimiter'
import { type AlertsState, showAlertOnce } from '../alerts/alerts'

/** An event of the modal (name plus data). */
export type AppKitEvent = { event: string; properties?: Record<string, unknown> }

/** An event as subscribers get it: with the instance clock's time it happened at. */
export type RecordedEvent = AppKitEvent & { timestamp: number }

/** Called with every event, at once and in order (two in one tick are two calls). */
export type EventListener = (event: RecordedEvent) => void

/** Events state: the last event (for subscribers), the queue and the error-report window. */
export type EventsState = {
  lastEvent: RecordedEvent | undefined
  /** Who {@link subscribeToEvents} registered; each event reaches each of them. */
  listeners: Set<EventListener>
  /** Set when the visitor first opens the modal; nothing is sent before. */
  opened: boolean
  /** Set while the first open asks for the remote analytics switch. */
  opening: boolean
  /** The project's remote analytics switch (GET /getAnalyticsConfig), once asked. */
  remoteEnabled: boolean | undefined
  queue: { eventId: string; timestamp: number; props: Record<string, unknown> }[]
  /** SPEC §4: 'Error reports rate limited: max 5 per 60 s'. */
  errorReports: RateLimiter
  /** Sends started in the background by {@link trackEvent}, until they settle. */
  inFlight: Set<Promise<void>>
}

/** What sending needs. */
export type EventsContext = {
  events: EventsState
  alerts: AlertsState
  analytics: ApiClient
  clock: Pick<Clock, 'now'>
  platform: Platform
  analyticsEnabled: () => boolean
  /**
   * Asks for the remote analytics switch (isAnalyticsEnabled); called once, on the first
   * open, so nothing is fetched before. Undefined when unknown.
   */
  remoteAnalyticsEnabled?: () => Promise<boolean | undefined>
  address: () => string | undefined
  onError?: (error: unknown) => void
}

/** Creates the events state; the error-report limit runs on the instance clock. */
export function createEvents(clock: Pick<Clock, 'now'>): EventsState {
  return proxy<EventsState>({
    lastEvent: undefined,
    listeners: ref(new Set<EventListener>()),
    opened: false,
    opening: false,
    remoteEnabled: undefined,
    queue: [],
    errorReports: ref(
      createRateLimiter({ limit: ERROR_REPORTS_MAX, windowMs: ERROR_REPORTS_WINDOW_MS, clock }),
    ),
    inFlight: ref(new Set<Promise<void>>()),
  })
}

const QUEUE_MAX = 100

async function post(context: EventsContext, item: EventsState['queue'][number]): Promise<void> {
  try {
    await sendAnalyticsEvent(context.analytics, {
      eventId: item.eventId,
      url: context.platform.url,
      domain: context.platform.domain,
      timestamp: item.timestamp,
      props: item.props,
    })
  } catch (error) {
    if (error instanceof HttpRequestError && error.status === 403)
      showAlertOnce(context.alerts, 'INVALID_APP_CONFIGURATION')
    context.onError?.(error)
  }
}

function enqueue(context: EventsContext, props: Record<string, unknown>): Promise<void> {
  const item = { eventId: globalThis.crypto.randomUUID(), timestamp: context.clock.now(), props }
  if (!context.events.opened) {
    if (context.events.queue.length < QUEUE_MAX) context.events.queue.push(ref(item))
    return Promise.resolve()
  }
  return post(context, item)
}

/**
 * Records an event and sends it: POST {analytics}/e, skipped for MODAL_CREATED and when
 * analytics is off; held back until the visitor first opens the modal (SPEC §7).
 */
export function sendEvent(context: EventsContext, event: AppKitEvent): Promise<void> {
  const recorded = { ...event, timestamp: context.clock.now() }
  context.events.lastEvent = recorded
  for (const listener of [...context.events.listeners]) {
    try {
      listener(recorded)
    } catch (error) {
      context.onError?.(error)
    }
  }
  if (event.event === 'MODAL_CREATED' || !context.analyticsEnabled()) return Promise.resolve()
  return enqueue(context, {
    type: 'track',
    event: event.event,
    address: context.address(),
    ...(event.properties ? { properties: event.properties } : {}),
  })
}

/**
 * Calls `listener` with every event from now on, synchronously as each is recorded, so that
 * two events in one tick reach it as two calls (a valtio subscription on `lastEvent` would
 * batch them into one). A listener that throws does not stop the others. Returns the stop.
 *
 * @example
 * const stop = subscribeToEvents(core.events, (event) => console.log(event.event))
 */
export function subscribeToEvents(events: EventsState, listener: EventListener): () => void {
  events.listeners.add(listener)
  return () => {
    events.listeners.delete(listener)
  }
}

/**
 * Marks the modal as opened by the visitor: asks for the remote analytics switch (events
 * keep waiting meanwhile), then sends what was held back, or drops it when analytics is off.
 */
export async function markModalOpened(context: EventsContext): Promise<void> {
  const { events } = context
  if (events.opened || events.opening) return
  events.opening = true
  try {
    if (context.remoteAnalyticsEnabled)
      events.remoteEnabled = await context.remoteAnalyticsEnabled()
  } finally {
    events.opening = false
    events.opened = true
  }
  const queued = events.queue.splice(0)
  if (!context.analyticsEnabled()) return
  for (const item of queued) await post(context, item)
}

/**
 * Reports an error (props type, event, errorType, errorMessage, stackTrace); at most 5 per
 * 60 s (SPEC §4). The errorType of an {@link AppKitSdkError} is its category. Resolves false
 * when rate limited or analytics is off.
 */
export async function reportError(
  context: EventsContext,
  error: Error,
  event = 'ERROR',
): Promise<boolean> {
  if (!context.analyticsEnabled() || !context.events.errorReports.tryAcquire()) return false
  await enqueue(context, {
    type: 'error',
    event,
    errorType: error instanceof AppKitSdkError ? error.category : error.name,
    errorMessage: error.message.slice(0, 2048),
    stackTrace: (error.stack ?? '').slice(0, 16384),
    address: context.address(),
  })
  return true
}

/**
 * Runs an analytics send in the background, so that no flow waits on the analytics server
 * (a hanging one would hold the flow for the whole request timeout). The send never rejects;
 * {@link flushEvents} waits for every one still in flight.
 */
export function trackInBackground(context: EventsContext, send: Promise<void>): void {
  const settled = send.catch((error: unknown) => context.onError?.(error))
  context.events.inFlight.add(settled)
  void settled.finally(() => context.events.inFlight.delete(settled))
}

/** Records an event and sends it in the background ({@link sendEvent}, {@link trackInBackground}). */
export function trackEvent(context: EventsContext, event: AppKitEvent): void {
  trackInBackground(context, sendEvent(context, event))
}

/** Resolves once every background send started so far has settled. */
export async function flushEvents(context: Pick<EventsContext, 'events'>): Promise<void> {
  while (context.events.inFlight.size > 0) await Promise.all([...context.events.inFlight])
}
