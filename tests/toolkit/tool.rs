//! Tests of the grundy tool: test-samples, stress, explore, new.
