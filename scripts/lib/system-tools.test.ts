import { describe, expect, it } from 'vitest';
import { aptPackageFor, installCommand, instructions } from './system-tools';

describe('the system tools a newcomer is told to install', () => {
  it('installs without recommended extras, with sudo for a person and without for root', () => {
    expect(installCommand(['java', 'chromium'], true)).toBe(
      'sudo apt-get update && sudo apt-get install -y --no-install-recommends openjdk-17-jre-headless chromium-headless-shell',
    );
    expect(installCommand(['chromium'], false)).toBe(
      'apt-get update && apt-get install -y --no-install-recommends chromium-headless-shell',
    );
  });

  it("names Google Cloud's apt repository and firebase-tools' own copy for the emulator", () => {
    const told = instructions(['firestore']);
    expect(told).toContain('google-cloud-cli-firestore-emulator');
    expect(told).toContain('https://packages.cloud.google.com/apt cloud-sdk main');
    expect(told).toContain('npx firebase setup:emulators:firestore');
    expect(told).toContain('FIRESTORE_EMULATOR_JAR');
    expect(told).not.toContain('CHROMIUM_PATH');
  });

  it('says only what is missing', () => {
    const told = instructions(['chromium']);
    expect(told).toContain('--no-install-recommends chromium-headless-shell');
    expect(told).toContain('CHROMIUM_PATH');
    expect(told).not.toContain('packages.cloud.google.com');
  });

  it("installs the tests' headless shell, or a full Chromium where apt has no shell", () => {
    const offers =
      (...pkgs: string[]) =>
      (pkg: string) =>
        pkgs.includes(pkg);
    expect(aptPackageFor('chromium', offers('chromium-headless-shell', 'chromium'))).toBe(
      'chromium-headless-shell',
    );
    expect(aptPackageFor('chromium', offers('chromium'))).toBe('chromium');
    expect(aptPackageFor('chromium', offers())).toBeNull();
    expect(aptPackageFor('java', offers('chromium'))).toBeNull();
  });
});
