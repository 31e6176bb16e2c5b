/** s3rver ships no types: the little of its API the tests' local S3 server uses. */
declare module "s3rver" {
  export interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
