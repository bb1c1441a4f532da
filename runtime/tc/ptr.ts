/**
 * C pointers to scalars, for the few library calls that write through one (`initgraph(&gd,&gm,…)`).
 * The port writes `const gdriver = ref(DETECT)` and passes `gdriver` where C passes `&gdriver`.
 */
export interface Ref<T> {
  value: T;
}

export function ref<T>(value: T): Ref<T> {
  return { value };
}
