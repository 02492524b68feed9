/**
 * Reads one line without showing it. On a terminal the keys are taken in raw mode and nothing is
 * echoed; from a pipe the next line is read.
 */
export function readSecret(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(prompt);
  return stdin.isTTY ? readFromTerminal(stdin) : readLineFromPipe(stdin);
}

function readFromTerminal(stdin: NodeJS.ReadStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const key of chunk) {
        if (key === '\r' || key === '\n') return finish();
        if (key === '\u0003') return finish(new Error('Cancelled.'));
        if (key === '\u007f' || key === '\b') value = value.slice(0, -1);
        else value += key;
      }
    };
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

let pipeBuffer = '';

function readLineFromPipe(stdin: NodeJS.ReadStream): Promise<string> {
  return new Promise((resolve) => {
    const takeLine = () => {
      const end = pipeBuffer.indexOf('\n');
      if (end < 0) return false;
      const line = pipeBuffer.slice(0, end).replace(/\r$/, '');
      pipeBuffer = pipeBuffer.slice(end + 1);
      stdin.off('data', onData);
      stdin.off('end', onEnd);
      stdin.pause();
      process.stdout.write('\n');
      resolve(line);
      return true;
    };
    const onData = (chunk: string) => {
      pipeBuffer += chunk;
      takeLine();
    };
    const onEnd = () => {
      pipeBuffer += '\n';
      takeLine();
    };
    if (takeLine()) return;
    stdin.setEncoding('utf8');
    stdin.on('data', onData);
    stdin.on('end', onEnd);
    stdin.resume();
  });
}
