"""Play across devices with no server (issue 80): what the invite flow needs in the page.

qr.py draws an invite link as a QR code (our own encoder, pure Python).
"""
