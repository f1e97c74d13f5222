/**
 * A fake that answers only what a test scripted: any other method a step calls throws, naming it,
 * so a test shows every call a step makes and a step that starts calling something new fails loudly.
 */
export function scripted<T extends object>(name: string, answers: Partial<{ [K in keyof T]: T[K] }>): T & { calls: string[] } {
  const calls: string[] = [];
  return new Proxy(answers as T & { calls: string[] }, {
    get(target, property) {
      if (property === 'calls') return calls;
      if (property === 'then') return undefined;
      const answer = (target as Record<PropertyKey, unknown>)[property];
      if (answer === undefined) throw new Error(`${name}.${String(property)} was called but not scripted`);
      if (typeof answer !== 'function') return answer;
      return (...args: unknown[]) => {
        calls.push(String(property));
        return (answer as (...a: unknown[]) => unknown)(...args);
      };
    },
  });
}
