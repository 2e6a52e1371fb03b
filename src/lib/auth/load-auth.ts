/** The one door to the Auth SDK: a dynamic import, so pages that do not need it do not load it. */
export const loadAuth = () => import('./auth-service');
