async function () {
  // Use a command your system has; "ver" prints the Windows version.
  const output = await execShellCommand('ver');
  log(output.trim());
  done();
}
