/**
 * How code outside a lazy page chunk reaches the Auth SDK: a dynamic import, so the landing
 * page's first bytes carry none of it. Lazy page chunks may import auth-service directly.
 */
export const loadAuth = () => import('./auth-service');
