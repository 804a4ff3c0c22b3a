/**
 * The 404 view for pages that show it only when their data is missing (an
 * unknown article, author or address): loaded on demand, so those pages do
 * not carry the 404 page's code (its search box) at start. The server renders
 * it in full (it waits for every part before sending the page), and hydration
 * keeps that HTML until the chunk arrives.
 */
import { lazy } from 'react';

export const NotFoundView = lazy(() => import('./NotFoundPage').then((module) => ({ default: module.NotFoundView })));
export { notFoundHead } from './notFoundHead';
