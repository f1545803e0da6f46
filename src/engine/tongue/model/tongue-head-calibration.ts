/**
 * Calibration of the tongue head, fitted by scripts/tongue-head/fit-head.ts on the fitting photos of both cameras
 * (1430 photos); do not edit by hand. See docs/tongue-engine.md, "Findings across cameras".
 */
export const TONGUE_HEAD_CALIBRATION = {
  "temperature": {
    "body": 0.85,
    "coatingColour": 0.6,
    "thick": 1,
    "cracks": 0.65,
    "toothMarks": 0.5
  },
  "bias": {
    "body": [
      0.9,
      0,
      1
    ],
    "coatingColour": [
      -0.2,
      0,
      0.8
    ]
  },
  "thresholds": {
    "thick": 0.05,
    "cracks": 0.59,
    "cracksSevere": 0.63,
    "toothMarks": 0.56,
    "toothMarksSevere": 0.73
  },
  "darkSplit": {
    "purpleMinBlueness": 0.1873,
    "deepRedMaxLightness": 0.5712
  },
  "colour": {
    "mean": [
      1.17987,
      -0.53725,
      -0.26988,
      0.36501,
      0.87456
    ],
    "inverseCovariance": [
      [
        11.7409,
        0.8693,
        5.9247,
        -0.4815,
        -3.6028
      ],
      [
        0.8693,
        12.503,
        -1.0464,
        18.1373,
        -1.6178
      ],
      [
        5.9247,
        -1.0464,
        28.7944,
        -1.6287,
        20.2382
      ],
      [
        -0.4815,
        18.1373,
        -1.6287,
        35.4387,
        -1.5467
      ],
      [
        -3.6028,
        -1.6178,
        20.2382,
        -1.5467,
        32.7604
      ]
    ],
    "limit": 5.62
  }
} as const;
