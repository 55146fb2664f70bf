/**
 * Sentinel-2 L2A NDVI for the Statistical API. Pixels under clouds, cloud shadows or snow (scene
 * classification 3, 8, 9, 10, 11) are masked out, so a day's statistics describe vegetation only
 * and a fully cloudy day has no samples at all.
 */
export const NDVI_EVALSCRIPT = `//VERSION=3
function setup() {
  return {
    input: [{ bands: ["B04", "B08", "SCL", "dataMask"] }],
    output: [
      { id: "ndvi", bands: 1, sampleType: "FLOAT32" },
      { id: "dataMask", bands: 1 }
    ]
  };
}
function evaluatePixel(samples) {
  const ndvi = (samples.B08 - samples.B04) / (samples.B08 + samples.B04);
  const clear = [3, 8, 9, 10, 11].indexOf(samples.SCL) === -1;
  return { ndvi: [ndvi], dataMask: [samples.dataMask === 1 && clear ? 1 : 0] };
}`;
