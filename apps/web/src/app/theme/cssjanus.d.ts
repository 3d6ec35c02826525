/** cssjanus ships no types; this is the one call the RTL plugin makes. */
declare module 'cssjanus' {
  const cssjanus: {
    transform(css: string, options?: { transformDirInUrl?: boolean; transformEdgeInUrl?: boolean }): string;
  };
  export default cssjanus;
}
