// lesson.mjs: where the seed-case regenerators (engine/*/testdata/regen.mjs)
// find the lesson they run. The lessons are the course's, not this
// repository's: they sit beside it in the course's folder (shared/seeds/),
// or anywhere LESSON names. Without them a regenerator stops and says so;
// the seed cases already committed (testdata/seedcases.json) stay valid
// and the Go tests keep checking them.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

export function lessonPath(pkgDir, file) {
  const path = process.env.LESSON || resolve(pkgDir, "../../../shared/seeds", file);
  if (!existsSync(path)) {
    console.error(`lesson ${file} not found at ${path}.
It is the course's lesson text, kept outside this repository (shared/seeds/ beside it).
Set LESSON=/path/to/${file} to regenerate from another copy; the committed
testdata/seedcases.json stays as it is and the Go tests still check it.`);
    process.exit(2);
  }
  return path;
}

export function readLesson(pkgDir, file) {
  return readFileSync(lessonPath(pkgDir, file), "utf8");
}
