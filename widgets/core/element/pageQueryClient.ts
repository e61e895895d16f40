import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../config/createQueryClient';

/**
 * One data cache for all elements on the page, so two widgets needing the same data make one request. In a module of
 * its own: the per-tag loader gives each tag its own copy of its code, but one copy of this (scripts/perTagCode.mjs).
 */
let sharedQueryClient: QueryClient | undefined;

export const pageQueryClient = () => (sharedQueryClient ??= createQueryClient());
