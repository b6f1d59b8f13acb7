import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '../../shared/schemas/content';
import { useApi } from '../lib/app-context';
import type { ApiClient } from './api-client';

/** How many upcoming events the home and for-students pages show. */
export const UPCOMING_EVENTS_SIZE = 4;

/** The featured events that have not ended yet, soonest first (the API decides "today", in India time). */
export const getUpcomingEvents = (api: ApiClient, signal?: AbortSignal) =>
  api.getList<Event>('/events/', { featured: true, upcoming: true, page_size: UPCOMING_EVENTS_SIZE }, signal);

export const upcomingEventsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['events', 'upcoming'], queryFn: ({ signal }) => getUpcomingEvents(api, signal) });

export const useUpcomingEvents = () => useQuery(upcomingEventsQuery(useApi()));
