/**
 * A compact U-Net (Ronneberger et al. 2015, "U-Net: Convolutional Networks for Biomedical
 * Image Segmentation") that maps a small square image to a per-pixel tongue logit.
 *
 * Shape: four encoder levels of two 3x3 conv + ReLU each, 2x2 max pooling between them, a
 * two-conv bottleneck at 1/16 resolution (its receptive field covers the whole mouth, which is
 * what separates tongue from lips), then four decoder levels of nearest 2x upsampling,
 * concatenation with the encoder's skip tensor and one 3x3 conv + ReLU, and a 1x1 output head.
 * No normalisation layers: the input is standardised per image instead (see `prepare-unet-input.ts`).
 *
 * Parameters live in one Float32Array (weights of every layer, then biases); `unetLayout`
 * gives each layer's offsets. Training (scripts/train-tongue.ts) records a `UnetTape` during the
 * forward pass and runs the matching backward pass there; inference passes no tape.
 */
import { conv1x1, conv3x3Padded, padPlanes } from '../nn/conv3x3.ts';
import { maxPool2x2 } from '../nn/max-pool-2x2.ts';
import { upsampleNearest2x } from '../nn/upsample-nearest-2x.ts';

/** Network hyper-parameters. `size` must be divisible by 16. */
export interface UnetSpec {
  /** side of the square input, pixels */
  size: number;
  /** input channels (standardised colour + coordinate planes) */
  inChannels: number;
  /** channels of the four encoder levels, full to 1/8 resolution; the bottleneck uses the last */
  widths: readonly [number, number, number, number];
}

/** One convolution layer's place in the parameter vector. */
export interface ConvLayer {
  inChannels: number;
  outChannels: number;
  /** 3 for 3x3 convs, 1 for the output head */
  kernel: 1 | 3;
  /** side of the square plane the layer runs on */
  size: number;
  weightOffset: number;
  biasOffset: number;
}

/** The ordered layers and the parameter count of a U-Net spec. */
export interface UnetLayout {
  spec: UnetSpec;
  /** e1a e1b e2a e2b e3a e3b e4a e4b b1 b2 d4 d3 d2 d1 head */
  layers: ConvLayer[];
  weightCount: number;
  paramCount: number;
}

/** Lays out the 15 layers of the network in the parameter vector (weights first, then biases). */
export function unetLayout(spec: UnetSpec): UnetLayout {
  const [c1, c2, c3, c4] = spec.widths;
  const s = spec.size;
  const defs: Array<[number, number, 1 | 3, number]> = [
    [spec.inChannels, c1, 3, s], [c1, c1, 3, s],
    [c1, c2, 3, s / 2], [c2, c2, 3, s / 2],
    [c2, c3, 3, s / 4], [c3, c3, 3, s / 4],
    [c3, c4, 3, s / 8], [c4, c4, 3, s / 8],
    [c4, c4, 3, s / 16], [c4, c4, 3, s / 16],
    [c4 + c4, c4, 3, s / 8], [c4 + c3, c3, 3, s / 4], [c3 + c2, c2, 3, s / 2], [c2 + c1, c1, 3, s],
    [c1, 1, 1, s],
  ];
  let w = 0;
  const layers: ConvLayer[] = defs.map(([inChannels, outChannels, kernel, size]) => {
    const layer = { inChannels, outChannels, kernel, size, weightOffset: w, biasOffset: 0 };
    w += inChannels * outChannels * kernel * kernel;
    return layer;
  });
  let b = w;
  for (const layer of layers) {
    layer.biasOffset = b;
    b += layer.outChannels;
  }
  return { spec, layers, weightCount: w, paramCount: b };
}

/** Activations kept by a training forward pass, indexed by layer number. */
export interface UnetTape {
  /** zero-padded input of each 3x3 layer (the head's entry holds its plain input) */
  inputs: Float32Array[];
  /** post-ReLU output of each layer (the head's entry holds the logits) */
  outputs: Float32Array[];
  /** argmax indices of the four pooling steps */
  poolArgmax: Int32Array[];
}

/**
 * Runs the network on one planar input (`inChannels x size x size`) and returns the logits
 * (`size x size`; sigmoid gives the tongue probability). Pass a tape to record activations.
 */
export function runUnet(params: Float32Array, layout: UnetLayout, input: Float32Array, tape?: UnetTape): Float32Array {
  const { layers } = layout;
  const conv = (index: number, x: Float32Array): Float32Array => {
    const L = layers[index];
    const padded = padPlanes(x, L.inChannels, L.size, L.size);
    const out = new Float32Array(L.outChannels * L.size * L.size);
    conv3x3Padded(padded, L.inChannels, L.size, L.size, params, L.weightOffset, params, L.biasOffset, L.outChannels, out, true);
    if (tape) {
      tape.inputs[index] = padded;
      tape.outputs[index] = out;
    }
    return out;
  };
  const pool = (level: number, x: Float32Array, channels: number, size: number): Float32Array => {
    const out = new Float32Array(channels * (size / 2) * (size / 2));
    const argmax = tape ? new Int32Array(out.length) : undefined;
    maxPool2x2(x, channels, size, size, out, argmax);
    if (tape && argmax) tape.poolArgmax[level] = argmax;
    return out;
  };

  const skips: Float32Array[] = [];
  let x = input;
  for (let level = 0; level < 4; level++) {
    x = conv(2 * level + 1, conv(2 * level, x));
    skips.push(x);
    x = pool(level, x, layers[2 * level + 1].outChannels, layers[2 * level].size);
  }
  x = conv(9, conv(8, x));
  for (let level = 3; level >= 0; level--) {
    const L = layers[13 - level];
    const prevChannels = level === 3 ? layers[9].outChannels : layers[13 - level - 1].outChannels;
    const half = L.size / 2;
    const cat = new Float32Array(L.inChannels * L.size * L.size);
    upsampleNearest2x(x, prevChannels, half, half, cat, 0);
    cat.set(skips[level], prevChannels * L.size * L.size);
    x = conv(13 - level, cat);
  }
  const head = layers[14];
  const logits = new Float32Array(head.size * head.size);
  conv1x1(x, head.inChannels, head.size * head.size, params, head.weightOffset, params, head.biasOffset, 1, logits);
  if (tape) {
    tape.inputs[14] = x;
    tape.outputs[14] = logits;
  }
  return logits;
}
