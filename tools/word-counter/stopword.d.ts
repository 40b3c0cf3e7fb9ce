// The npm package `stopword` ships no types; the word counter uses only its French list.
declare module 'stopword' {
  /** French stop words (the Snowball list, with être, avoir and faire). */
  export const fra: readonly string[];
}
