export * from './enums';
export * from './users';
export * from './auth';
export * from './companies';
export * from './transports';
export * from './reviews';
export * from './fleet';
export * from './relations';
