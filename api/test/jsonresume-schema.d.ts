/** `@jsonresume/schema` ships no types: its validator, as the tests use it. */
declare module '@jsonresume/schema' {
  interface ValidationError {
    property: string;
    message: string;
  }
  const resumeSchema: {
    validate(resume: unknown, callback: (errors: ValidationError[] | null, valid: boolean) => void): void;
    schema: object;
  };
  export default resumeSchema;
}
