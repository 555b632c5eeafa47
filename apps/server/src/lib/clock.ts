export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);
