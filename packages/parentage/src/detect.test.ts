import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect';

describe('detectFormat', () => {
  it('knows VCF and FinalReport by their first line, whatever the name', () => {
    expect(detectFormat('upload.txt', '##fileformat=VCFv4.2\n##source=x\n')).toBe('vcf');
    expect(detectFormat('Lab_FinalReport.txt', '\ufeff[Header]\r\nGSGT Version\t2.0.4\r\n')).toBe('finalReport');
    expect(detectFormat('cows.vcf', '#CHROM\tPOS')).toBe('vcf');
  });

  it('knows PLINK by extension, else by columns', () => {
    expect(detectFormat('herd.PED', 'anything')).toBe('plinkPed');
    expect(detectFormat('herd.map', 'anything')).toBe('plinkMap');
    expect(detectFormat('herd.txt', '1\tsnp1\t0\t5342658\n')).toBe('plinkMap');
    expect(detectFormat('herd.txt', 'F S 0 0 1 -9 A G G G 0 0\n')).toBe('plinkPed');
    // A first chunk cut inside the first .ped line.
    expect(detectFormat('upload', 'F S 0 0 1 -9 A G G G 0 0 A')).toBe('plinkPed');
  });

  it('says nothing of anything else', () => {
    expect(detectFormat('notes.txt', 'Dear lab,\nplease find attached\n')).toBeUndefined();
    expect(detectFormat('empty.txt', '')).toBeUndefined();
  });
});
