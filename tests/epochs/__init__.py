"""Tests of Three Epochs of Space (game/epochs): a test per rule, properties, AI, CLI."""
