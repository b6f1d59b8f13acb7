// A catalogue's type from its English `as const` object: the same keys, any text (a translation's type).
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
