// node-postgres's own serializer of a bound value, which pg's types do not declare.
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): string | Buffer | null }
  export default utils
}
