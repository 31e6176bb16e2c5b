/**
 * `npm run media:to-s3`: copies the media library of the local folder (`<DATA_DIR>/media`: originals
 * and resized variants) into the bucket MEDIA_STORAGE=s3 and the S3_* variables name, printing
 * progress and a summary. Safe to stop and run again: what the bucket already holds is skipped.
 * Video files are not copied: they are served from each instance's DATA_DIR (decision 148). Exit
 * code 0 when everything is in the bucket; 1 when some files could not be copied (named on stderr);
 * 2 when the command could not run.
 */
import { ConfigError, loadConfig } from "../config.ts";
import { copyLibrary } from "../media/copy-library.ts";
import { localMediaFolder, mediaObjectStore } from "../media/media-store.ts";

async function main(argv: string[]): Promise<number> {
  if (argv.length > 0) {
    console.error("usage: MEDIA_STORAGE=s3 S3_BUCKET=... [S3_ENDPOINT=...] npm run media:to-s3");
    return 2;
  }
  const config = loadConfig();
  if (config.mediaStorage.kind !== "s3")
    throw new ConfigError("set MEDIA_STORAGE=s3 and S3_BUCKET (and S3_ENDPOINT etc.) to name the bucket to copy into");
  const from = localMediaFolder(config.dataDir);
  const to = mediaObjectStore(config);
  try {
    console.log(`copying ${from.root} into bucket ${config.mediaStorage.bucket}`);
    const report = await copyLibrary(from, to, (done, total) => console.log(`${done}/${total} files checked`));
    for (const failure of report.failed) console.error(`${failure.key}: ${failure.message}`);
    const summary = `${report.copied} copied, ${report.skipped} already in the bucket, ${report.failed.length} failed`;
    (report.failed.length > 0 ? console.error : console.log)(summary);
    return report.failed.length > 0 ? 1 : 0;
  } finally {
    to.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`media:to-s3: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  },
);
