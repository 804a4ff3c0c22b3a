import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [index('routes/home.tsx'), route('collections/:slug', 'routes/collection.tsx')] satisfies RouteConfig;
