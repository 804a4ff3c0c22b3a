// Loaded by test-runner-jest.config.js only when VISUAL_STORY_FILTER is set:
// skips every story test but the chosen ones. The test-runner writes each
// story as `describe(title, () => describe(exportName, () => it(...)))`, so
// the describe names in force when `it` is called say which story it is.
// (jest's own --testNamePattern would do this, but with it jest-playwright
// skips opening the browser page the test-runner needs.)
const chosen = new Set(globalThis.__VISUAL_STORY_TESTS__ ?? []);
const names = [];

const realDescribe = globalThis.describe;
function describe(name, body) {
  return realDescribe(name, () => {
    names.push(name);
    try {
      return body();
    } finally {
      names.pop();
    }
  });
}
globalThis.describe = Object.assign(describe, realDescribe);

const realIt = globalThis.it;
function it(name, body, timeout) {
  const story = names.slice(0, 2).join(' ');
  return chosen.has(story) ? realIt(name, body, timeout) : realIt.skip(name, body, timeout);
}
globalThis.it = Object.assign(it, realIt);
globalThis.test = globalThis.it;
