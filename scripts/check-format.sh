#!/usr/bin/env bash
# Fails on any `swift format lint --strict` finding in the package's Swift sources (the
# toolchain's swift-format, its default configuration: 100 columns, 2-space indents). The
# generated protocol code and the C glue are C, which swift-format does not read. Fix the
# findings with `swift format --in-place --recursive Sources Tests examples Benchmarks`.
set -euo pipefail
cd "$(dirname "$0")/.."
swift format lint --strict --recursive --parallel \
  Package.swift Sources Tests examples Benchmarks
