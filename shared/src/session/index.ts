export { clearToken, InvalidTokenError, readToken, saveToken, userIdFromToken } from './token';
