export { InvalidTokenError, userIdFromToken } from './token';
